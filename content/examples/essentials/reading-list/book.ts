export interface Book {
  id: number;
  title: string;
  author: string;
  pages: number;
  pagesRead: number;
  status: 'to-read' | 'reading' | 'finished';
  finishedOn?: Date;
}
