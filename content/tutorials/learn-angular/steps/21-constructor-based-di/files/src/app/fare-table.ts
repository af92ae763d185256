import { Service } from '@angular/core';

export interface Fare {
  name: string;
  price: number;
}

@Service()
export class FareTable {
  readonly fares: readonly Fare[] = [
    { name: 'adult single', price: 6.5 },
    { name: 'child under 12', price: 0 },
    { name: 'bicycle', price: 2 },
    { name: 'car with driver', price: 24 },
  ];
}
