export declare const importTable: Record<string, readonly string[]>;
export declare const isPlain: (file: string) => boolean;
export declare const allowedImport: (root: string, fromFile: string, target: string) => boolean;
export declare const importTableRule: object;
