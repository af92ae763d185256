/** What a visitor tells the observatory when signing up. */
export interface Signup {
  name: string;
  email: string;
  guests: number;
  experience: 'first-time' | 'some' | 'own-telescope';
  acceptsRules: boolean;
}
