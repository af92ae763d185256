// Write the DurationPipe here.
export {};
