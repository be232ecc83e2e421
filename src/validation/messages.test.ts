import { MESSAGES, formatValidationMessage, toSentenceCase } from './messages';

describe('given the MESSAGES table', () => {
  it.each([
    ['required', '{0} is required'],
    ['acceptance', '{0} must be accepted'],
    ['min', '{0} must be greater than or equal to {1}'],
    ['max', '{0} must be less than or equal to {1}'],
    ['range', '{0} must be between {1} and {2}'],
    ['length', '{0} must be {1} characters'],
    ['minLength', '{0} must be at least {1} characters'],
    ['maxLength', '{0} cannot exceed {1} characters'],
    ['rangeLength', '{0} must be between {1} and {2} characters'],
    ['oneOf', '{0} must be one of: {1}'],
    ['containsNoneOf', '{0} must not contain: {1}'],
    ['equalTo', '{0} must be the same as {1}'],
    ['pattern', 'Is this a valid {0}?'],
    ['creditCard', 'Must be a valid credit card number'],
    ['creditCardSecurityCode', 'Must be a 3 or 4 digit number'],
    ['validateHours', 'Please enter a valid time: ##:## AM or PM'],
    ['date', 'Must be a valid date'],
    ['phoneNumber', 'Must enter a valid 10-digit phone number'],
    ['password', 'Must be at least 8 characters. No more than 2 consecutive repeated characters'],
    ['email', 'Must enter a valid email address'],
    ['postalCode', 'Must enter a valid ZIP code'],
  ] as const)('should word %s exactly as spec 5 does', (rule, text) => expect(MESSAGES[rule]).toBe(text));

  it.each([
    ['textArea', [`. , ! ? ' " - ( ) : ; & / @ # $ % + * = _`, 'line breaks']],
    ['title', [". , ' - & ( ) : ! ?"]],
    ['city', [". ' -", 'start with a letter']],
    ['businessName', [". , ' - & ( ) / + # @ !"]],
  ] as const)('should list the characters %s allows, after the label', (rule, parts) => {
    expect(MESSAGES[rule].startsWith('{0} can only contain letters')).toBe(true);
    for (const part of parts) expect(MESSAGES[rule]).toContain(part);
  });
});

describe('given formatValidationMessage', () => {
  it('should fill {0}, {1} and {2} in order', () => {
    expect(formatValidationMessage(MESSAGES.range, 'Age', 18, 99)).toBe('Age must be between 18 and 99');
  });

  it('should fill a placeholder used twice', () => {
    expect(formatValidationMessage('{0} and {0}', 'x')).toBe('x and x');
  });

  it('should leave a placeholder without an argument as written', () => {
    expect(formatValidationMessage('{0} vs {1}', 'a')).toBe('a vs {1}');
  });

  it('should not read replacement patterns such as $& in an argument', () => {
    expect(formatValidationMessage('{0}!', '$&$1')).toBe('$&$1!');
  });
});

describe('given toSentenceCase', () => {
  it.each([
    ['firstName', 'First name'],
    ['emailAddress', 'Email address'],
    ['zipCode', 'Zip code'],
    ['zip', 'Zip'],
    ['first_name', 'First name'],
    ['first-name', 'First name'],
    ['homeURL', 'Home URL'],
    ['URLPath', 'URL path'],
    ['cardCVV2', 'Card CVV2'],
    ['address.city', 'Address city'],
    ['emails.0', 'Emails'],
    ['ALLCAPS', 'ALLCAPS'],
    ['', ''],
  ])('should turn %j into %j', (name, label) => expect(toSentenceCase(name)).toBe(label));
});
