import { describe, expect, it } from "vitest";
import { ibanProblem, normalizeIban } from "./iban";

describe("IBAN checks", () => {
  it("accepts valid IBANs of the SEPA area, however they are typed", () => {
    for (const iban of [
      "NL91ABNA0417164300",
      "nl91 abna 0417 1643 00",
      "DE89 3704 0044 0532 0130 00",
      "BE68539007547034",
      "FR1420041010050500013M02606",
      "GB29NWBK60161331926819",
      "CH9300762011623852957",
      "NO9386011117947",
      "PL61109010140000071219812874",
      "MT84MALT011000012345MTLCAST001S",
    ])
      expect(ibanProblem(iban), iban).toBeNull();
    expect(normalizeIban(" nl91-abna 0417164300 ")).toBe("NL91ABNA0417164300");
  });

  it("refuses a wrong checksum, a wrong length and what is no IBAN at all", () => {
    expect(ibanProblem("NL91ABNA0417164301")).toBe("iban_invalid"); // one digit off
    expect(ibanProblem("NL19ABNA0417164300")).toBe("iban_invalid"); // check digits swapped
    expect(ibanProblem("DE8937040044053201300")).toBe("iban_invalid"); // a digit short
    expect(ibanProblem("")).toBe("iban_invalid");
    expect(ibanProblem("hello world")).toBe("iban_invalid");
    expect(ibanProblem("NL91ABNA0417164300".repeat(3))).toBe("iban_invalid");
  });

  it("tells a valid IBAN from outside the SEPA area apart", () => {
    expect(ibanProblem("TR330006100519786457841326")).toBe("iban_country"); // Turkey
    expect(ibanProblem("SA0380000000608010167519")).toBe("iban_country"); // Saudi Arabia
  });
});
