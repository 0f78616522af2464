/** The test servers' clock starts here unless a test says otherwise; the demo seed is dated from it. */
export const TEST_START = new Date("2025-01-15T12:00:00.000Z");
