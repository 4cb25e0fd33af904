import { describe, expect, it } from "vitest";
import { discriminationBand, facilityBand, QUALITY_MIN_ANSWERS, unpickedDistractors } from "./quality.ts";

describe("quality bands", () => {
  it("rates nothing below the minimum answers", () => {
    expect(facilityBand(0.1, QUALITY_MIN_ANSWERS - 1)).toBeNull();
    expect(discriminationBand(-0.3, QUALITY_MIN_ANSWERS - 1)).toBeNull();
    expect(unpickedDistractors([19, 0, 0, 0, 0], QUALITY_MIN_ANSWERS - 1)).toEqual([]);
  });

  it("bands facility and discrimination at their edges", () => {
    const n = QUALITY_MIN_ANSWERS;
    expect([0.29, 0.3, 0.9, 0.91].map((f) => facilityBand(f, n))).toEqual(["Hard", null, null, "Easy"]);
    expect([0.4, 0.39, 0.3, 0.29, 0.2, 0.19, -0.1].map((d) => discriminationBand(d, n))).toEqual([
      "Very good",
      "Good",
      "Good",
      "Marginal",
      "Marginal",
      "Poor",
      "Poor",
    ]);
    expect(discriminationBand(null, n)).toBeNull();
  });

  it("names the distractors nobody picked, never the key", () => {
    expect(unpickedDistractors([0, 12, 0, 8, 0], 20)).toEqual([3, 5]);
  });
});
