// A test that makes the code under test complain on the console (a React warning, a stray error log)
// fails, so warnings cannot pile up unnoticed (STYLE §12).
import { afterEach, beforeEach, vi } from 'vitest';

const complaints: string[] = [];

beforeEach(() => {
  complaints.length = 0;
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      complaints.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (complaints.length > 0) throw new Error(`The test wrote to the console:\n${complaints.join('\n')}`);
});
