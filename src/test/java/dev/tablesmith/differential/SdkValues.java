package dev.tablesmith.differential;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;

/**
 * Converts between the model's {@link AttributeValue} and the AWS SDK's
 * {@link software.amazon.awssdk.services.dynamodb.model.AttributeValue}, type for type (S N B BOOL NULL L M SS NS
 * BS). Number texts and set members are carried over exactly as they are; normalising them is
 * {@link ComparableForm}'s job.
 */
final class SdkValues {
    private SdkValues() {
    }

    static software.amazon.awssdk.services.dynamodb.model.AttributeValue toSdk(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return sdk().s(s.value()).build();
        } else if (value instanceof AttributeValue.N n) {
            return sdk().n(n.value()).build();
        } else if (value instanceof AttributeValue.B b) {
            return sdk().b(SdkBytes.fromByteArray(b.value())).build();
        } else if (value instanceof AttributeValue.Bool b) {
            return sdk().bool(b.value()).build();
        } else if (value instanceof AttributeValue.Null) {
            return sdk().nul(true).build();
        } else if (value instanceof AttributeValue.L l) {
            return sdk().l(l.values().stream().map(SdkValues::toSdk).toList()).build();
        } else if (value instanceof AttributeValue.M m) {
            return sdk().m(toSdk(m.values())).build();
        } else if (value instanceof AttributeValue.SS ss) {
            return sdk().ss(ss.values()).build();
        } else if (value instanceof AttributeValue.NS ns) {
            return sdk().ns(ns.values()).build();
        } else if (value instanceof AttributeValue.BS bs) {
            return sdk().bs(bs.values().stream().map(b -> SdkBytes.fromByteArray(b.value())).toList()).build();
        }
        throw new IllegalArgumentException("unknown attribute value " + value);
    }

    private static software.amazon.awssdk.services.dynamodb.model.AttributeValue.Builder sdk() {
        return software.amazon.awssdk.services.dynamodb.model.AttributeValue.builder();
    }

    /** A map of attribute values for the SDK, or null for null (an absent request field). */
    static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> toSdk(
            Map<String, AttributeValue> values) {
        if (values == null) {
            return null;
        }
        Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> out = new LinkedHashMap<>();
        values.forEach((name, value) -> out.put(name, toSdk(value)));
        return out;
    }

    static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> toSdk(Item item) {
        return toSdk(item.attributes());
    }

    static AttributeValue toModel(software.amazon.awssdk.services.dynamodb.model.AttributeValue value) {
        return switch (value.type()) {
            case S -> AttributeValue.s(value.s());
            case N -> AttributeValue.n(value.n());
            case B -> AttributeValue.b(value.b().asByteArray());
            case BOOL -> AttributeValue.bool(value.bool());
            case NUL -> AttributeValue.nul();
            case L -> AttributeValue.l(value.l().stream().map(SdkValues::toModel).toList());
            case M -> AttributeValue.m(toModel(value.m()));
            case SS -> new AttributeValue.SS(value.ss());
            case NS -> new AttributeValue.NS(value.ns());
            case BS -> new AttributeValue.BS(value.bs().stream()
                    .map(b -> AttributeValue.b(b.asByteArray())).toList());
            case UNKNOWN_TO_SDK_VERSION -> throw new IllegalArgumentException("unknown attribute value " + value);
        };
    }

    /** The model form of an SDK attribute map; null (or the SDK's "not present" empty map) gives null. */
    static Map<String, AttributeValue> toModel(
            Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values) {
        if (values == null) {
            return null;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        values.forEach((name, value) -> out.put(name, toModel(value)));
        return out;
    }

    static Item toItem(Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> attributes) {
        return new Item(toModel(attributes));
    }

    static List<Item> toItems(List<Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>> items) {
        List<Item> out = new ArrayList<>(items.size());
        items.forEach(i -> out.add(toItem(i)));
        return out;
    }
}
