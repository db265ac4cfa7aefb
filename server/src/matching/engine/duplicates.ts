/**
 * The same company more than once in the company database (issue 15): two entries under different
 * ids with the same normalised name and legal form, the same current address, and registers that
 * do not disagree (same court and number, or the number or court missing on one side). When a row's
 * candidates include such twins, the model cannot tell them apart and splits the probability
 * between them; review says "possible duplicate in our data" instead of implying that one of them
 * was picked for a reason.
 */
import type { CompanyIndex } from '../index/company-index.ts';

function sameName(index: CompanyIndex, x: number, y: number): boolean {
  const a = index.a;
  const nx = a.nameOffsets[x]!;
  const ny = a.nameOffsets[y]!;
  const fromX = a.nameTokenOffsets[nx]!;
  const fromY = a.nameTokenOffsets[ny]!;
  const length = a.nameTokenOffsets[nx + 1]! - fromX;
  if (length === 0 || length !== a.nameTokenOffsets[ny + 1]! - fromY) return false;
  for (let t = 0; t < length; t++) if (a.nameTokens[fromX + t] !== a.nameTokens[fromY + t]) return false;
  return a.legalForm[x] === a.legalForm[y];
}

function sameAddress(index: CompanyIndex, x: number, y: number): boolean {
  const a = index.a;
  const ax = a.addressOffsets[x]!;
  const ay = a.addressOffsets[y]!;
  if (ax === a.addressOffsets[x + 1] || ay === a.addressOffsets[y + 1]) return false;
  // An address with neither street nor postcode says too little to call two companies one.
  if (!a.addressStreet[ax] && !a.addressZip[ax]) return false;
  return (
    a.addressStreet[ax] === a.addressStreet[ay] &&
    a.addressNumber[ax] === a.addressNumber[ay] &&
    a.addressZip[ax] === a.addressZip[ay] &&
    a.addressCity[ax] === a.addressCity[ay]
  );
}

function registersAgree(index: CompanyIndex, x: number, y: number): boolean {
  const a = index.a;
  const agree = (p: number, q: number) => p === q || p === 0 || q === 0;
  return agree(a.register[x]!, a.register[y]!) && agree(a.court[x]!, a.court[y]!);
}

/** Whether two companies of the index are very likely one company entered twice. */
export function isLikelyDuplicate(index: CompanyIndex, x: number, y: number): boolean {
  return x !== y && sameName(index, x, y) && sameAddress(index, x, y) && registersAgree(index, x, y);
}

/** For each company of a row's kept candidates: whether another of them is its likely twin. */
export function possibleDuplicates(index: CompanyIndex, companies: readonly number[]): boolean[] {
  return companies.map((x, i) => companies.some((y, j) => i !== j && isLikelyDuplicate(index, x, y)));
}
