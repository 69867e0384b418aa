/** Bank account number as the form accepts it (spec §5): 20 to 25 digits, nothing else. */
export function isValidBankAccount(s: string): boolean {
  return /^\d{20,25}$/.test(s);
}
