// Time as a port, so schedules and timestamps can be driven by tests.
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
