import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { signInSchema } from '../SignInForm/signInValidation.ts';

describe("the kit's zod", () => {
  it("never compiles parsers with eval, which the page's Content-Security-Policy refuses", () => {
    // Importing any kit schema switches it off before the schema is created.
    expect(signInSchema.safeParse({ email: 'anna@datacare.de', password: 'x' }).success).toBe(true);
    expect(zod.config().jitless).toBe(true);
  });
});
