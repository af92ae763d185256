// Style sheets imported for their side effect by bundle entries (Vite extracts them).
declare module '*.css';
