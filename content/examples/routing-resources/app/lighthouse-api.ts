import { Service } from '@angular/core';

export interface Lighthouse {
  id: string;
  name: string;
  lit: number;
  heightM: number;
}

export interface Visit {
  date: string;
  keeper: string;
}

const LIGHTHOUSES: Lighthouse[] = [
  { id: 'longships', name: 'Longships', lit: 1795, heightM: 35 },
  { id: 'bishop-rock', name: 'Bishop Rock', lit: 1858, heightM: 49 },
  { id: 'eddystone', name: 'Eddystone', lit: 1882, heightM: 51 },
];

function later<T>(ms: number, abortSignal: AbortSignal, answer: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      try {
        resolve(answer());
      } catch (error) {
        reject(error);
      }
    }, ms);
    abortSignal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(abortSignal.reason);
    });
  });
}

/** Stands in for an HTTP API: details answer after 600 ms, the visit log after 1.5 s. */
@Service()
export class LighthouseApi {
  readonly all = LIGHTHOUSES;

  details(id: string, abortSignal: AbortSignal): Promise<Lighthouse> {
    return later(600, abortSignal, () => {
      const found = LIGHTHOUSES.find((lighthouse) => lighthouse.id === id);
      if (!found) throw new Error(`No lighthouse called ${id}`);
      return found;
    });
  }

  visits(id: string, abortSignal: AbortSignal): Promise<Visit[]> {
    return later(1500, abortSignal, () => [
      { date: '1911-04-02', keeper: `Head keeper of ${id}` },
      { date: '1911-06-17', keeper: 'Relief keeper' },
    ]);
  }
}
