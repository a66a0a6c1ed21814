/** What the map shows: every located terminal, or only online or offline ones, of a brand, of a commerce. */
export interface MapFilter {
  online?: boolean;
  brandId?: number;
  commerceId?: number;
}

export interface MapView {
  zoom: number;
  bbox?: { south: number; west: number; north: number; east: number };
}
