package dev.tablesmith.template;

import java.util.ArrayList;
import java.util.List;

/** Splits sparse-condition text into tokens, each with its 1-based column. */
final class ConditionLexer {
    enum Kind { WORD, QUOTED, LPAREN, RPAREN, COMMA, EQ, NE }

    record Token(Kind kind, String text, int column) {
        boolean isWord(String word) {
            return kind == Kind.WORD && text.equalsIgnoreCase(word);
        }

        /** How the token reads in a message. */
        String shown() {
            return "'" + text + "'";
        }
    }

    private ConditionLexer() {
    }

    static List<Token> tokens(String text) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int column = i + 1;
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '(' || c == ')' || c == ',') {
                tokens.add(new Token(c == '(' ? Kind.LPAREN : c == ')' ? Kind.RPAREN : Kind.COMMA,
                        String.valueOf(c), column));
                i++;
            } else if (c == '=') {
                if (i + 1 < text.length() && text.charAt(i + 1) == '=') {
                    throw new TemplateSyntaxException(column, "'==' is not an operator; write '=' for equal");
                }
                tokens.add(new Token(Kind.EQ, "=", column));
                i++;
            } else if (c == '<' && i + 1 < text.length() && text.charAt(i + 1) == '>') {
                tokens.add(new Token(Kind.NE, "<>", column));
                i += 2;
            } else if (c == '!' && i + 1 < text.length() && text.charAt(i + 1) == '=') {
                throw new TemplateSyntaxException(column, "'!=' is not an operator; write '<>' for not equal");
            } else if (c == '<' || c == '>' || c == '!') {
                throw new TemplateSyntaxException(column, "'" + c + "' is not supported; a sparse condition"
                        + " compares with =, <>, IN, attribute_exists and attribute_not_exists");
            } else if (c == '"') {
                throw new TemplateSyntaxException(column, "write strings in single quotes, e.g. 'on hold'");
            } else if (c == '\'') {
                i = quoted(text, i, tokens);
            } else {
                int start = i;
                while (i < text.length() && isWordChar(text.charAt(i))) {
                    i++;
                }
                tokens.add(new Token(Kind.WORD, text.substring(start, i), column));
            }
        }
        return tokens;
    }

    /** Reads a quoted string starting at {@code open}; {@code ''} inside is one quote. Returns the next index. */
    private static int quoted(String text, int open, List<Token> tokens) {
        StringBuilder value = new StringBuilder();
        int i = open + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\'') {
                if (i + 1 < text.length() && text.charAt(i + 1) == '\'') {
                    value.append('\'');
                    i += 2;
                    continue;
                }
                tokens.add(new Token(Kind.QUOTED, value.toString(), open + 1));
                return i + 1;
            }
            value.append(c);
            i++;
        }
        throw new TemplateSyntaxException(open + 1, "unclosed quote opened at column " + (open + 1));
    }

    private static boolean isWordChar(char c) {
        return !Character.isWhitespace(c) && "(),'=<>!\"".indexOf(c) < 0;
    }
}
