// The message catalogue is the core's (core/messages.ts); routes and modules keep importing it from here.
export * from '../core/messages.ts';
