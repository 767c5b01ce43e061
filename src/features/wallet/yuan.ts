// Amounts inside sentences as a player writes them: "100.00" → "100", "100.50" → "100.50".
export const yuanText = (money: string) => money.replace(/\.00$/, '');
