// The REST side of the input boundary (platform/input/input-text.ts): one middleware after the body parser, before
// every /api route. A refused string answers 400 { message, errors: { <field path>: message } }.
import type { RequestHandler } from 'express';
import { ValidationError } from '../common/errors';
import { findInputProblem, inputPathKey, textProblem, type InputProblem } from '../input/input-text';

/** The first refused path segment once %-decoded (":id", ":pageName", …); badly encoded ones are Express's 400. */
function pathProblem(path: string): InputProblem | null {
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      continue;
    }
    const message = textProblem(decoded);
    if (message) return { path: ['path'], message };
  }
  return null;
}

export const inputBoundary: RequestHandler = (req, _res, next) => {
  const problem = pathProblem(req.path) ?? findInputProblem(req.query) ?? findInputProblem(req.body);
  if (problem) return next(new ValidationError({ [inputPathKey(problem.path)]: problem.message }));
  next();
};
