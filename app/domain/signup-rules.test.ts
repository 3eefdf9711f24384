import { describe, expect, it } from "vitest";
import { suggestEmail } from "./signup-email-suggestion";
import { dateOfBirthError, emailError, nameError, parseDateOfBirth, passwordError, signupOpen } from "./signup-rules";
import { trackingFromQuery } from "./signup-tracking";

const today = new Date("2026-06-01T12:00:00Z");

describe("signup rules", () => {
  it("checks e-mail addresses plainly", () => {
    expect(emailError("anna@example.com")).toBeNull();
    for (const bad of ["anna", "anna@", "anna@gmail", "an na@x.com", "anna@x.c", "a@@x.com"]) {
      expect(emailError(bad), bad).toBe("invalid_email");
    }
  });

  it("checks the username", () => {
    expect(nameError("Anna", "anna@example.com")).toBeNull();
    expect(nameError(" ", "a@b.com")).toBe("name_required");
    expect(nameError("@anna", "a@b.com")).toBe("name_starts_with_at");
    expect(nameError("Anna@Example.com", "anna@example.com")).toBe("name_equals_email");
    expect(nameError("x".repeat(31), "a@b.com")).toBe("name_too_long");
  });

  it("needs a real date of birth of someone 18 or older", () => {
    expect(parseDateOfBirth("1990-02-31")).toBeNull();
    expect(parseDateOfBirth("2000-02-29")).not.toBeNull();
    expect(dateOfBirthError("2008-06-01", today)).toBeNull();
    expect(dateOfBirthError("2008-06-02", today)).toBe("date_of_birth_underage");
    expect(dateOfBirthError("1990-13-01", today)).toBe("date_of_birth_invalid");
    expect(dateOfBirthError("2027-01-01", today)).toBe("date_of_birth_invalid");
    expect(dateOfBirthError("1850-01-01", today)).toBe("date_of_birth_invalid");
    expect(dateOfBirthError("", today)).toBe("date_of_birth_invalid");
  });

  it("bounds the password", () => {
    expect(passwordError("12345")).toBe("password_too_short");
    expect(passwordError("123456")).toBeNull();
  });

  it("opens signup by policy", () => {
    expect(signupOpen("all", null)).toBe(true);
    expect(signupOpen("with_trafficsource", null)).toBe(false);
    expect(signupOpen("with_trafficsource", " ")).toBe(false);
    expect(signupOpen("with_trafficsource", "ads")).toBe(true);
    expect(signupOpen("invite_only", "ads")).toBe(false);
  });
});

describe("Did you mean …?", () => {
  it("corrects near misses of common domains only", () => {
    expect(suggestEmail("anna@gmial.com")).toBe("anna@gmail.com");
    expect(suggestEmail("anna@hotmial.de")).toBe("anna@hotmail.de");
    expect(suggestEmail("anna@gmail,com")).toBe("anna@gmail.com");
    expect(suggestEmail("anna@gmail")).toBe("anna@gmail.com");
    expect(suggestEmail("anna@gmail.com")).toBeNull();
    expect(suggestEmail("anna@mail.com")).toBeNull();
    expect(suggestEmail("anna@my-company.example")).toBeNull();
    expect(suggestEmail("anna")).toBeNull();
  });
});

describe("tracking record", () => {
  const q = (s: string) => trackingFromQuery(new URLSearchParams(s));
  it("reads the fields and resolves the aliases", () => {
    expect(q("network=n&ref=r&sub1=a&sub2=b&sub3=c")).toEqual({
      network: "n",
      ref: "r",
      sub1: "a",
      sub2: "b",
      sub3: "c",
    });
    expect(q("network=n&aff_sub1=a&aff_sub2=b&aff_sub3=c")).toEqual({ network: "n", sub1: "a", sub2: "b", sub3: "c" });
    expect(q("network=n&sub=s")).toEqual({ network: "n", sub1: "s" });
    expect(q("network=n&aff_sub=s")).toEqual({ network: "n", sub1: "s" });
    // The explicit field wins over its alias.
    expect(q("sub1=x&aff_sub1=y&sub=z")).toEqual({ sub1: "x" });
  });
  it("ignores empty values and cuts long ones", () => {
    expect(q("network=&page=2")).toBeNull();
    expect(q(`network=${"n".repeat(300)}`)?.network).toHaveLength(100);
  });
});
