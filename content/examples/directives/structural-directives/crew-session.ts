import { Service, signal } from '@angular/core';

export type CrewRole = 'deckhand' | 'purser' | 'captain';

export interface CrewMember {
  name: string;
  role: CrewRole;
}

const RANK: Record<CrewRole, number> = { deckhand: 1, purser: 2, captain: 3 };

export function outranksOrEquals(member: CrewMember, required: CrewRole): boolean {
  return RANK[member.role] >= RANK[required];
}

@Service()
export class CrewSession {
  readonly member = signal<CrewMember | null>({ name: 'Ines', role: 'deckhand' });
}
