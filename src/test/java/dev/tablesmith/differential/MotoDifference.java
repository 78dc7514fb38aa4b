package dev.tablesmith.differential;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

/**
 * Every known way moto_server (5.2.x) answers differently from DynamoDB. Where they differ, the engine follows
 * DynamoDB, the differential tests do not compare the point (or compare it through a stated rule), and
 * {@code MotoDifferencesTest} has one test per entry that shows moto's behaviour and checks the engine's. Each
 * entry is described, with its evidence, in docs/differential-testing.md under its name.
 */
enum MotoDifference {
    /**
     * A ProjectionExpression naming an attribute a KEYS_ONLY or INCLUDE GSI does not hold: moto answers; DynamoDB
     * refuses it ("Global secondary index GSI2 does not project [a]").
     */
    UNPROJECTED_GSI_ATTRIBUTE_ACCEPTED,
    /** {@code SK BETWEEN :hi AND :lo} with hi &gt; lo: moto answers with no items; DynamoDB refuses it. */
    REVERSED_BETWEEN_ACCEPTED,
    /** A Query FilterExpression on a key attribute of the queried index: moto filters; DynamoDB refuses it. */
    FILTER_ON_KEY_ATTRIBUTE_ACCEPTED,
    /**
     * An item whose GSI key attribute has another type than the index declares: DynamoDB refuses the write, moto
     * stores it and indexes it (and fails with HTTP 500 when it must order it against correctly typed keys).
     */
    WRONG_TYPE_INDEX_KEY_INDEXED,
    /** moto returns numbers as written ({@code 1E2}, {@code 12.50}); DynamoDB returns the canonical form. */
    NUMBERS_NOT_CANONICAL,
    /** moto's ConsumedCapacity is a fixed number per operation (Query 1.0, GetItem 0.5), whatever was read. */
    FIXED_CONSUMED_CAPACITY,
    /**
     * A page that reaches {@code Limit} on the last item there is: moto returns no {@code LastEvaluatedKey};
     * DynamoDB returns one (it stops because of the Limit, without looking ahead) and the next page is empty.
     */
    EXACT_LIMIT_WITHOUT_LAST_EVALUATED_KEY,
    /** {@code a BETWEEN :lo AND :hi} in a filter is false in moto when the value of {@code a} is 0. */
    BETWEEN_FILTER_SKIPS_ZERO,
    /** {@code a = :null} in moto is true for an item without {@code a}; in DynamoDB a missing attribute equals nothing. */
    MISSING_ATTRIBUTE_EQUALS_NULL,
    /** {@code a <> b} with both missing is false in moto; DynamoDB: {@code <>} is true whenever {@code =} is not. */
    NOT_EQUAL_OF_TWO_MISSING_ATTRIBUTES,
    /** {@code size(a)} of a missing attribute or a number: moto fails the request (HTTP 500); DynamoDB: false. */
    SIZE_OF_MISSING_OR_NUMBER_FAILS,
    /** {@code size(s)} of a string: moto counts code points; DynamoDB counts UTF-16 code units. */
    SIZE_COUNTS_CODE_POINTS,
    /** {@code begins_with} and {@code contains} on binary values: always false in moto; DynamoDB compares bytes. */
    BINARY_BEGINS_WITH_AND_CONTAINS_FALSE,
    /** {@code a < :v} where {@code a} and {@code :v} have different types: moto fails (HTTP 500); DynamoDB: false. */
    MIXED_TYPE_ORDERING_FAILS,
    /**
     * moto compares with Python equality, where {@code True == 1} and {@code False == 0}: {@code a = :true} holds
     * for a number 1, and {@code contains(l, :one)} for a list holding {@code true}. In DynamoDB values of different
     * types are never equal.
     */
    BOOL_EQUALS_NUMBER,
    /** {@code l[2], l[0]} projects one element in moto (the last path wins); DynamoDB keeps both. */
    SEVERAL_ELEMENTS_OF_ONE_LIST_PROJECTED_AS_ONE,
    /**
     * {@code #l[0]} in a ProjectionExpression: moto does not see {@code #l} as used and refuses the request
     * ("Value provided in ExpressionAttributeNames unused in expressions"); DynamoDB projects the element.
     */
    PROJECTED_NAME_PLACEHOLDER_WITH_INDEX_UNUSED,
    /**
     * An undefined {@code :value} or {@code #name} placeholder in a FilterExpression: moto fails (HTTP 500);
     * DynamoDB refuses with a ValidationException naming the placeholder.
     */
    UNDEFINED_PLACEHOLDER_FAILS,
    /**
     * A key condition value of another type than the key ({@code PK = :n} with a number for a string key): moto
     * answers with no items; DynamoDB refuses ("Condition parameter type does not match schema type").
     */
    KEY_CONDITION_VALUE_TYPE_NOT_CHECKED,
    /**
     * An IndexName the table does not have: moto answers ResourceNotFoundException ("Invalid index: ..."); DynamoDB
     * answers ValidationException ("The table does not have the specified index: ...").
     */
    UNKNOWN_INDEX_IS_RESOURCE_NOT_FOUND,
    /** An ExpressionAttributeValues entry no expression uses: moto ignores it; DynamoDB refuses the request. */
    UNUSED_VALUES_ACCEPTED,
    /** {@code begins_with} on a number sort key: moto fails (HTTP 500); DynamoDB refuses with a ValidationException. */
    BEGINS_WITH_ON_NUMBER_SORT_KEY_FAILS,
    /**
     * A Query or Scan of an LSI that asks for attributes the index does not project ({@code ProjectionExpression},
     * {@code Select=ALL_ATTRIBUTES}): DynamoDB fetches them from the base table; moto leaves them out.
     */
    LSI_UNPROJECTED_ATTRIBUTES_NOT_FETCHED,
    /**
     * The 1 MB page limit: moto measures item sizes its own way (number text length, no list or map overhead) and
     * stops at 1,000,000 bytes; DynamoDB's item sizes and 1 MB differ. Datasets and Limits are chosen so that no
     * page comes near it, so the point is not compared.
     */
    PAGE_SIZE_LIMIT_MEASURED_DIFFERENTLY,
    /** A Scan with {@code Select=COUNT}: moto returns the items as well as the count; DynamoDB returns no items. */
    SCAN_SELECT_COUNT_RETURNS_ITEMS,
    /**
     * UpdateItem with {@code ReturnValues=UPDATED_OLD} and a nested path ({@code SET info.city = :c}): moto returns
     * the whole top-level attribute as it was ({@code info} with all its keys); DynamoDB returns only the changed
     * fragment ({@code info} holding just the old {@code city}). With UPDATED_NEW moto returns the fragment.
     */
    UPDATED_OLD_OF_NESTED_PATHS_RETURNS_WHOLE_ATTRIBUTES,
    /**
     * UpdateContinuousBackups right after CreateTable: moto turns point-in-time recovery on at once (the table is
     * ACTIVE and its continuous backups ENABLED from the start). DynamoDB can refuse it for a while with
     * ContinuousBackupsUnavailableException ("Backups are being enabled for the table"), which deploy retries;
     * that retry is tested against a stand-in ({@code TableDeployerTest}), not against moto.
     */
    CONTINUOUS_BACKUPS_READY_AT_ONCE;

    /** Whether moto's last page shows {@link #EXACT_LIMIT_WITHOUT_LAST_EVALUATED_KEY}. */
    boolean appliesTo(List<ReadPage> motoPages, Integer limit) {
        if (this != EXACT_LIMIT_WITHOUT_LAST_EVALUATED_KEY) {
            throw new IllegalStateException("only for " + EXACT_LIMIT_WITHOUT_LAST_EVALUATED_KEY);
        }
        if (limit == null || motoPages.isEmpty()) {
            return false;
        }
        ReadPage last = motoPages.get(motoPages.size() - 1);
        return last.lastEvaluatedKey() == null && last.scannedCount() == limit;
    }

    /**
     * The engine's pages without the empty page DynamoDB returns after a page that stopped exactly at the Limit
     * on the last item: checks that the engine returned a {@code LastEvaluatedKey} on that page and then one empty
     * page without one.
     */
    static List<ReadPage> withoutTrailingEmptyPage(String what, List<ReadPage> engine, int motoPageCount) {
        String rule = what + " [" + EXACT_LIMIT_WITHOUT_LAST_EVALUATED_KEY + ": the Limit was reached on the last"
                + " item; DynamoDB returns a LastEvaluatedKey there and an empty page after it, moto does not]";
        assertThat(engine).as("%s: engine pages", rule).hasSize(motoPageCount + 1);
        assertThat(engine.get(motoPageCount - 1).lastEvaluatedKey()).as("%s: LastEvaluatedKey on page %d", rule,
                motoPageCount).isNotNull();
        ReadPage trailing = engine.get(motoPageCount);
        assertThat(trailing.items()).as("%s: items of the last page", rule).isEmpty();
        assertThat(trailing.count()).as("%s: Count of the last page", rule).isZero();
        assertThat(trailing.scannedCount()).as("%s: ScannedCount of the last page", rule).isZero();
        assertThat(trailing.lastEvaluatedKey()).as("%s: LastEvaluatedKey of the last page", rule).isNull();
        return engine.subList(0, motoPageCount);
    }
}
