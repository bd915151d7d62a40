import type { SandboxUser } from '../types/aspsp.js';

/** The test users every sandbox ASPSP accepts; shown to testers in SANDBOX only. */
export const SANDBOX_USERS: readonly SandboxUser[] = [
  { username: 'demo', password: 'demo1234', otp: '123456' },
  { username: 'tester', password: 'tester5678', otp: '654321' },
];
