// Input validation is the core's (core/validation.ts); routes and modules keep importing it from here.
export * from '../core/validation.ts';
