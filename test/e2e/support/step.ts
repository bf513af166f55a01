// A journey that is one story (sign up, then pay, then downgrade…) is one it(): each step needs the state the one
// before left, so apart they could not run alone. step() names the part a failure happened in.

export async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error) {
      const said = error.message;
      error.message = `in step "${name}": ${said}`;
      if (error.stack) error.stack = error.stack.replace(said, error.message);
    }
    throw error;
  }
}
