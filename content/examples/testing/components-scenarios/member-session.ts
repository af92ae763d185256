import { Service, signal } from '@angular/core';

export interface Member {
  name: string;
}

/** Who is signed in to the game library, if anyone. */
@Service()
export class MemberSession {
  readonly member = signal<Member | null>(null);
}
