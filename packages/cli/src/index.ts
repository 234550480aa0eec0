// @2048kit/cli: the `2048kit` command, and its parts for programs that want them without a shell.
export { createProgram, type Output } from './program.ts';
export { step, stepLine, runStep, readBoard, writeBoard, movedLines, StepInputError, type StepAnswer, type StepError } from './step.ts';
export { validateFile, validateFiles, formatReport, type FileReport, type FileIssue } from './validate.ts';
export { resolveVariant, type VariantResolution } from './variant-arg.ts';
