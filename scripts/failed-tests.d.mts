interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}
interface PlaywrightSuite {
  specs?: { ok: boolean; file: string; line: number; title: string }[];
  suites?: PlaywrightSuite[];
}

export function failedTests(vitestReport: VitestReport | null, e2eReport: { suites: PlaywrightSuite[] } | null): string[];
