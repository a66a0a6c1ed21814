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

interface PlaywrightReport {
  suites: PlaywrightSuite[];
  errors?: { message: string }[];
}

export function failedTests(vitestReport: VitestReport | null, e2eReport: PlaywrightReport | null): string[];
