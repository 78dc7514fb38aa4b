package dev.tablesmith.sample;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What an attribute's name (and its entity's name) says about its values: {@code email} holds email addresses,
 * {@code customerName} and a Customer's {@code name} hold person names, an Org's {@code name} a company name,
 * {@code createdAt} a timestamp, {@code price} money. Names are split into lower-case words at camel-case humps,
 * {@code _} and {@code -} ({@code customerName} is {@code customer name}); the last word says what the value is and
 * the words before it (or the entity's name) whose it is.
 */
final class NameHints {
    /** What kind of text an S attribute holds. */
    enum Text {
        EMAIL, DATE, TIMESTAMP, ID, PERSON_NAME, FIRST_NAME, LAST_NAME, COMPANY, PRODUCT, JOB_TITLE, BOOK_TITLE,
        CITY, COUNTRY, STREET, DEPARTMENT, CURRENCY, COLOR, SENTENCE, DOMAIN, USERNAME, WORD
    }

    /** What kind of number an N attribute holds. */
    enum Number {
        EPOCH_SECONDS, MONEY, QUANTITY, AGE, RATING, YEAR, PERCENT, ID
    }

    private static final Set<String> PEOPLE = Set.of("customer", "user", "person", "people", "employee", "member",
            "author", "student", "patient", "contact", "owner", "manager", "staff", "agent", "driver", "buyer",
            "seller", "player", "guest", "attendee", "traveler", "traveller", "passenger", "doctor", "teacher",
            "admin", "reviewer", "recipient", "sender", "assignee", "reporter", "profile");
    private static final Set<String> COMPANIES = Set.of("company", "org", "organization", "organisation",
            "account", "tenant", "business", "vendor", "supplier", "merchant", "brand", "client", "partner",
            "publisher", "employer", "firm", "store", "shop");
    private static final Set<String> PRODUCTS = Set.of("product", "item", "sku", "article", "catalog",
            "catalogue", "listing", "offer", "variant", "good", "goods");
    private static final Set<String> DEPARTMENTS = Set.of("department", "dept", "division", "category");
    private static final Set<String> TIMES = Set.of("at", "time", "timestamp", "ts", "datetime");
    private static final Set<String> DATES = Set.of("date", "dob", "birthday", "day");
    private static final Set<String> IDS = Set.of("id", "sku", "code", "ref", "number", "no", "key", "uuid");
    private static final Set<String> SENTENCES = Set.of("description", "comment", "comments", "note", "notes",
            "summary", "bio", "message", "text", "body", "details", "content", "remarks");

    private NameHints() {
    }

    /** Splits {@code customerName} into {@code [customer, name]}, lower case. */
    static List<String> words(String name) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean hump = Character.isUpperCase(c) && i > 0 && !Character.isUpperCase(name.charAt(i - 1));
            if (c == '_' || c == '-' || c == ' ' || c == '.' || hump) {
                if (word.length() > 0) {
                    words.add(word.toString().toLowerCase(Locale.ROOT));
                    word.setLength(0);
                }
                if (!hump) {
                    continue;
                }
            }
            word.append(c);
        }
        if (word.length() > 0) {
            words.add(word.toString().toLowerCase(Locale.ROOT));
        }
        return words;
    }

    /** The kind of text an S attribute named {@code attribute} of entity {@code entity} holds, if its name says. */
    static Optional<Text> text(String attribute, String entity) {
        List<String> words = words(attribute);
        if (words.isEmpty()) {
            return Optional.empty();
        }
        String last = words.get(words.size() - 1);
        List<String> owner = words.size() > 1 ? words.subList(0, words.size() - 1) : words(entity);
        String joined = String.join("", words);
        if (words.contains("email") || joined.endsWith("email")) {
            return Optional.of(Text.EMAIL);
        }
        if (joined.equals("firstname") || joined.equals("givenname")) {
            return Optional.of(Text.FIRST_NAME);
        }
        if (joined.equals("lastname") || joined.equals("surname") || joined.equals("familyname")) {
            return Optional.of(Text.LAST_NAME);
        }
        if (joined.equals("username") || joined.equals("login") || joined.equals("handle")
                || joined.equals("nickname")) {
            return Optional.of(Text.USERNAME);
        }
        if (DATES.contains(last)) {
            return Optional.of(Text.DATE);
        }
        if (TIMES.contains(last) || joined.equals("createdon") || joined.equals("updatedon")) {
            return Optional.of(Text.TIMESTAMP);
        }
        if (IDS.contains(last)) {
            return Optional.of(Text.ID);
        }
        return Optional.ofNullable(switch (last) {
            case "name", "fullname", "displayname" -> ownerName(owner);
            case "title" -> title(owner, words(entity));
            case "city", "town" -> Text.CITY;
            case "country" -> Text.COUNTRY;
            case "street", "address" -> Text.STREET;
            case "category", "department", "dept", "division" -> Text.DEPARTMENT;
            case "currency" -> Text.CURRENCY;
            case "color", "colour" -> Text.COLOR;
            case "domain", "hostname", "host" -> Text.DOMAIN;
            case "company", "employer", "vendor", "supplier", "brand", "publisher", "organization",
                 "organisation" -> Text.COMPANY;
            case "author" -> Text.PERSON_NAME;
            case "job", "position", "occupation", "role" -> Text.JOB_TITLE;
            case "tag", "tags", "keyword", "keywords", "label", "labels" -> Text.WORD;
            default -> SENTENCES.contains(last) ? Text.SENTENCE : null;
        });
    }

    private static Text ownerName(List<String> owner) {
        if (owner.stream().anyMatch(PEOPLE::contains)) {
            return Text.PERSON_NAME;
        }
        if (owner.stream().anyMatch(COMPANIES::contains)) {
            return Text.COMPANY;
        }
        if (owner.stream().anyMatch(PRODUCTS::contains)) {
            return Text.PRODUCT;
        }
        if (owner.stream().anyMatch(DEPARTMENTS::contains)) {
            return Text.DEPARTMENT;
        }
        if (owner.contains("city")) {
            return Text.CITY;
        }
        return owner.contains("book") ? Text.BOOK_TITLE : null;
    }

    private static Text title(List<String> owner, List<String> entity) {
        if (owner.contains("book") || entity.contains("book")) {
            return Text.BOOK_TITLE;
        }
        if (owner.stream().anyMatch(PEOPLE::contains) || entity.stream().anyMatch(PEOPLE::contains)) {
            return Text.JOB_TITLE;
        }
        return Text.PRODUCT;
    }

    /** The kind of number an N attribute holds, if its name says. */
    static Optional<Number> number(String attribute) {
        List<String> words = words(attribute);
        if (words.isEmpty()) {
            return Optional.empty();
        }
        String last = words.get(words.size() - 1);
        String joined = String.join("", words);
        if (TIMES.contains(last) || DATES.contains(last) || last.equals("ttl") || joined.startsWith("expire")
                || joined.startsWith("expiry") || last.equals("epoch")) {
            return Optional.of(Number.EPOCH_SECONDS);
        }
        return Optional.ofNullable(switch (last) {
            case "price", "amount", "total", "subtotal", "cost", "revenue", "balance", "fee", "tax", "salary",
                 "budget" -> Number.MONEY;
            case "qty", "quantity", "count", "seats", "units" -> Number.QUANTITY;
            case "age" -> Number.AGE;
            case "rating", "score", "stars" -> Number.RATING;
            case "year" -> Number.YEAR;
            case "percent", "percentage", "pct" -> Number.PERCENT;
            case "id", "no", "number", "key" -> Number.ID;
            default -> null;
        });
    }
}
