/**
 * The shape of an e-mail address as the server's valibot `email()` accepts it, so that a form
 * refuses on the device what the server would refuse (sign-in, the profile).
 */
const EMAIL_SHAPE = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu;

export const isEmailShaped = (value: string): boolean => EMAIL_SHAPE.test(value.trim());
