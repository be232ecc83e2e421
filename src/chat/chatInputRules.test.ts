import { CHAT_LIMITS } from '..';
import {
  canSubmitChat,
  capChatText,
  clampRows,
  getChatRows,
  getChatStatus,
  isChatSendButtonVisible,
} from './chatInputRules';

describe('chat input rules', () => {
  describe('capChatText', () => {
    it('should keep text up to 2000 characters and cut the rest', () => {
      expect(capChatText('a'.repeat(CHAT_LIMITS.chatMaxLength))).toHaveLength(2000);
      expect(capChatText('a'.repeat(2001))).toHaveLength(2000);
      expect(capChatText('abcdef', 3)).toBe('abc');
    });
  });

  describe('getChatRows', () => {
    it.each([
      ['', 1],
      ['one line', 1],
      ['a\nb', 2],
      ['a\r\nb\r\nc', 3],
      ['1\n2\n3\n4\n5\n6', 6],
      ['1\n2\n3\n4\n5\n6\n7\n8', 6],
    ])('given %j should give %i rows', (text, rows) => {
      expect(getChatRows(text)).toBe(rows);
    });

    it('given measured wrapped lines should grow past the line count, up to the maximum', () => {
      expect(getChatRows('one long line', 1, 6, 3)).toBe(3);
      expect(getChatRows('one long line', 1, 6, 40)).toBe(6);
      expect(getChatRows('a\nb\nc\nd', 1, 6, 2)).toBe(4);
    });

    it('should honour custom bounds and repair bad ones', () => {
      expect(getChatRows('', 2, 4)).toBe(2);
      expect(getChatRows('1\n2\n3\n4\n5', 2, 4)).toBe(4);
      expect(clampRows(3, 0, Number.NaN)).toBe(3);
      expect(clampRows(Number.NaN)).toBe(1);
    });
  });

  describe('canSubmitChat', () => {
    it.each([
      ['', false],
      ['   ', false],
      ['\n\t ', false],
      [' hi ', true],
    ])('given %j should give %s', (text, expected) => {
      expect(canSubmitChat(text)).toBe(expected);
    });

    it('should refuse while loading or disabled', () => {
      expect(canSubmitChat('hi', { loading: true })).toBe(false);
      expect(canSubmitChat('hi', { disabled: true })).toBe(false);
    });
  });

  describe('getChatStatus', () => {
    it('should be loading while pending, active with text, idle without', () => {
      expect(getChatStatus('hi', true)).toBe('loading');
      expect(getChatStatus('hi', false)).toBe('active');
      expect(getChatStatus('  ', false)).toBe('idle');
    });
  });

  describe('isChatSendButtonVisible', () => {
    it('given the default style should always show', () => {
      expect(isChatSendButtonVisible('default', { focused: false, text: '', initialText: '' })).toBe(true);
    });

    it.each([
      [false, 'Ask', 'Ask', false],
      [true, 'Ask', 'Ask', true],
      [false, 'Ask more', 'Ask', true],
      [false, '', 'Ask', true],
    ])(
      'given the sparkle style, focused %s, text %j, initial %j should give %s',
      (focused, text, initialText, shown) => {
        expect(isChatSendButtonVisible('sparkle', { focused, text, initialText })).toBe(shown);
      },
    );
  });
});
