import type { Episode } from './catalogue';

export class ListeningQueue {}
