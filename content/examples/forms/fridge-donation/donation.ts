export interface Donation {
  item: string;
  portions: number;
  bestBefore: string;
  containsNuts: boolean;
  allergenNote: string;
}

export const EMPTY_DONATION: Donation = { item: '', portions: 1, bestBefore: '', containsNuts: false, allergenNote: '' };
