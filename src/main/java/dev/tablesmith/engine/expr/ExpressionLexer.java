package dev.tablesmith.engine.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an expression into tokens. Bare names start with a letter and go on with letters, digits and underscores
 * (the developer guide: "the first character is a-z or A-Z"); placeholders are {@code #} or {@code :} followed by
 * letters, digits and underscores. Spaces, tabs and line breaks separate tokens. Any other character becomes an
 * ILLEGAL token, so the parser reports it as DynamoDB does: {@code Syntax error; token: "-"}. The lexer never fails.
 */
final class ExpressionLexer {
    private ExpressionLexer() {
    }

    static List<Token> tokenize(String text) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                i++;
                continue;
            }
            int start = i;
            Token.Type type;
            if (isLetter(c)) {
                i = skipWordChars(text, i + 1);
                type = Token.Type.IDENT;
            } else if (c == '#' || c == ':') {
                int end = skipWordChars(text, i + 1);
                if (end == i + 1) {
                    i++;
                    type = Token.Type.ILLEGAL;
                } else {
                    i = end;
                    type = c == '#' ? Token.Type.NAME : Token.Type.VALUE;
                }
            } else if (c >= '0' && c <= '9') {
                while (i < n && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
                    i++;
                }
                type = Token.Type.NUMBER;
            } else if (c == '<' && i + 1 < n && text.charAt(i + 1) == '>') {
                i += 2;
                type = Token.Type.NE;
            } else if ((c == '<' || c == '>') && i + 1 < n && text.charAt(i + 1) == '=') {
                i += 2;
                type = c == '<' ? Token.Type.LE : Token.Type.GE;
            } else {
                type = single(c);
                i += Character.charCount(text.codePointAt(i));
            }
            tokens.add(new Token(type, text.substring(start, i), start, i));
        }
        int eofAt = tokens.isEmpty() ? 0 : tokens.get(tokens.size() - 1).end();
        tokens.add(new Token(Token.Type.EOF, "", eofAt, eofAt));
        return tokens;
    }

    private static Token.Type single(char c) {
        switch (c) {
            case '(':
                return Token.Type.LPAREN;
            case ')':
                return Token.Type.RPAREN;
            case '[':
                return Token.Type.LBRACKET;
            case ']':
                return Token.Type.RBRACKET;
            case ',':
                return Token.Type.COMMA;
            case '.':
                return Token.Type.DOT;
            case '=':
                return Token.Type.EQ;
            case '<':
                return Token.Type.LT;
            case '>':
                return Token.Type.GT;
            case '+':
                return Token.Type.PLUS;
            case '-':
                return Token.Type.MINUS;
            default:
                return Token.Type.ILLEGAL;
        }
    }

    private static boolean isLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static int skipWordChars(String text, int i) {
        while (i < text.length()) {
            char c = text.charAt(i);
            if (isLetter(c) || (c >= '0' && c <= '9') || c == '_') {
                i++;
            } else {
                break;
            }
        }
        return i;
    }
}
