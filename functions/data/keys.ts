// The key design of the single table (DESIGN.md): every key is built here and nowhere else.

const userPartition = (userId: string) => `USER#${userId}`;

export const keys = {
  userPartition,
  user: (userId: string) => ({ PK: userPartition(userId), SK: 'PROFILE' }),
  /** Claims make usernames and e-mails unique, case-insensitively, without transactions. */
  usernameClaim: (username: string) => ({ PK: `USERNAME#${username.toLowerCase()}`, SK: 'CLAIM' }),
  emailClaim: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'CLAIM' }),
  refreshToken: (userId: string, jti: string) => ({ PK: userPartition(userId), SK: `REFRESH#${jti}` }),
  refreshTokenPrefix: 'REFRESH#',
  rateWindow: (key: string) => ({ PK: `RATE#${key}`, SK: 'WINDOW' }),
} as const;

export type TableKey = { PK: string; SK: string };
