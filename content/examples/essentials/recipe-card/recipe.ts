export interface Recipe {
  id: number;
  title: string;
  minutes: number;
  vegetarian: boolean;
}
