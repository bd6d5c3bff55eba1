// @bull-board/nestjs is CommonJS and requires the ESM Nest packages; loading it first avoids
// Jest's "cannot require() ES Module in a cycle" (STACK-NOTES item 6).
import '@bull-board/nestjs';
import 'reflect-metadata';
