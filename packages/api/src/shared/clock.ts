/** The one source of the present for every rule (docs/architecture.md, "The clock"). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: tests set the instant a rule is checked at. */
export class FixedClock implements Clock {
  #at: number;

  constructor(at: Date | string) {
    this.#at = new Date(at).getTime();
  }

  now(): Date {
    return new Date(this.#at);
  }

  set(at: Date | string): void {
    this.#at = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.#at += ms;
  }
}
