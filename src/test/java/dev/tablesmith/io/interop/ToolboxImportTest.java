package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * DynamoDB-Toolbox tables and entities read from their source. The stored keys were checked by running
 * dynamodb-toolbox 0.9 and 2.x putParams/PutItemCommand: {@code prefix: 'CUST#'} gives {@code CUST#c1},
 * {@code ['sk', 0]}/{@code ['sk', 1]} give {@code active#2020}, {@code .transform(prefix('USER'))} gives
 * {@code USER#u1}, and every item carries {@code _et}, {@code _ct} and {@code _md}.
 */
class ToolboxImportTest {

    @Test
    void classicTableAndEntityWithPrefixesCompositeKeysAndIndexes() throws ImportException {
        ImportResult result = DesignImport.read("""
                const { Table, Entity } = require('dynamodb-toolbox');
                const MyTable = new Table({
                  name: 'my-table',
                  partitionKey: 'pk',
                  sortKey: 'sk',
                  indexes: { GSI1: { partitionKey: 'GSI1pk', sortKey: 'GSI1sk' }, LSI1: { sortKey: 'lsi1sk' } },
                  DocumentClient,
                });
                const Customer = new Entity({
                  name: 'Customer',
                  attributes: {
                    id: { partitionKey: true, prefix: 'CUST#' },
                    sk: { hidden: true, sortKey: true },
                    status: ['sk', 0],
                    date_added: ['sk', 1],
                    email: { partitionKey: 'GSI1', prefix: 'EMAIL#' },
                    age: { type: 'number', sortKey: 'GSI1' },
                    name: { map: 'data' },
                    updated: { type: 'string', default: () => new Date().toISOString(), onUpdate: true },
                  },
                  table: MyTable,
                });
                """, "customer.js", "customer");
        Table table = result.design().table();

        assertThat(result.format()).isEqualTo(SourceFormat.DYNAMODB_TOOLBOX);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        assertThat(table.name()).isEqualTo("my-table");
        assertThat(table.keySchema().attributeNames()).containsExactly("pk", "sk");
        assertThat(table.indexes()).extracting(SecondaryIndex::name, SecondaryIndex::kind).containsExactly(
                tuple("GSI1", IndexKind.GSI), tuple("LSI1", IndexKind.LSI));
        Entity customer = table.entity("Customer").orElseThrow();
        assertThat(customer.keys()).extracting(EntityKey::attribute, EntityKey::template).containsExactly(
                tuple("pk", "CUST#{id}"), tuple("sk", "{status}#{date_added}"), tuple("GSI1pk", "EMAIL#{email}"),
                tuple("GSI1sk", "{age}"));
        assertThat(customer.attributes()).extracting(Attribute::name).contains("id", "status", "date_added",
                "email", "age", "data", "updated", "_et", "_ct", "_md");
        List<String> messages = result.warnings().stream().map(w -> w.format("c.js")).toList();
        assertThat(messages).contains("c.js:19:5: Customer attribute 'updated' options not represented in"
                + " Tablesmith: default, onUpdate");
    }

    @Test
    void schemaEntitiesWithSavedAsPrefixTransformDefaultsAndComputeKey() throws ImportException {
        ImportResult result = DesignImport.read("""
                import { Table, Entity, item, string, number, set, prefix } from 'dynamodb-toolbox';

                export const AppTable = new Table({
                  name: 'app',
                  partitionKey: { name: 'PK', type: 'string' },
                  sortKey: { name: 'SK', type: 'string' },
                  indexes: {
                    byEmail: { type: 'global', partitionKey: { name: 'GSI1PK', type: 'string' } },
                    byScore: { type: 'local', sortKey: { name: 'score', type: 'number' } },
                  },
                });

                export const UserEntity = new Entity({
                  name: 'User',
                  table: AppTable,
                  schema: item({
                    id: string().key().savedAs('PK').transform(prefix('USER')),
                    sk: string().key().savedAs('SK').default('PROFILE'),
                    email: string().savedAs('GSI1PK'),
                    score: number().optional(),
                    roles: set(string()).optional(),
                    plan: string().enum('free', 'pro'),
                  }),
                });

                export const OrderEntity = new Entity({
                  name: 'Order',
                  table: AppTable,
                  timestamps: false,
                  schema: item({ orderId: string().key(), userId: string().key() }),
                  computeKey: ({ orderId, userId }) => ({ PK: `USER#${userId}`, SK: `ORDER#${orderId}` }),
                });

                export const AuditEntity = new Entity({
                  name: 'Audit',
                  table: AppTable,
                  schema: item({ at: string().key() }),
                  computeKey: ({ at }) => { return { PK: 'AUDIT', SK: at.slice(0, 10) } },
                });
                """, "app.ts", "app");
        Table table = result.design().table();

        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        assertThat(table.indexes()).extracting(SecondaryIndex::name, SecondaryIndex::kind).containsExactly(
                tuple("byEmail", IndexKind.GSI), tuple("byScore", IndexKind.LSI));
        assertThat(table.indexes().get(1).keySchema().sortKey()).containsExactly(new KeyAttribute("score",
                ScalarType.N));
        Entity user = table.entity("User").orElseThrow();
        assertThat(user.keys()).extracting(EntityKey::attribute, EntityKey::template).containsExactly(
                tuple("PK", "USER#{id}"), tuple("SK", "PROFILE"), tuple("GSI1PK", "{email}"),
                tuple("score", "{score}"));
        assertThat(user.attributes()).extracting(Attribute::name, Attribute::type).contains(
                tuple("roles", AttributeType.SS), tuple("plan", AttributeType.S), tuple("_ct", AttributeType.S));
        Entity order = table.entity("Order").orElseThrow();
        assertThat(order.keys()).extracting(EntityKey::attribute, EntityKey::template).containsExactly(
                tuple("PK", "USER#{userId}"), tuple("SK", "ORDER#{orderId}"));
        assertThat(order.attributes()).extracting(Attribute::name).doesNotContain("_ct", "_md");
        Entity audit = table.entity("Audit").orElseThrow();
        assertThat(audit.keys()).extracting(EntityKey::template).containsExactly("{PK}", "{SK}");
        List<String> messages = result.warnings().stream().map(w -> w.format("app.ts")).toList();
        assertThat(messages).anyMatch(m -> m.startsWith("app.ts:38:3: Audit's computeKey")
                && m.endsWith("is only known when the code runs; read as natural keys the application supplies"
                + " ({PK}, {SK})"));
    }
}
