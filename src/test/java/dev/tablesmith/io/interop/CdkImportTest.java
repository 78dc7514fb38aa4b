package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** AWS CDK stacks read from their TypeScript source (the props as documented for aws-cdk-lib 2.x). */
class CdkImportTest {
    private static final String STACK = """
            import * as cdk from 'aws-cdk-lib';
            import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
            import { Construct } from 'constructs';

            export class OrdersStack extends cdk.Stack {
              constructor(scope: Construct, id: string, props?: cdk.StackProps) {
                super(scope, id, props);
                // a comment that says new dynamodb.Table(this, 'Fake', {}) must not count
                const orders = new dynamodb.Table(this, 'Orders', {
                  tableName: 'orders',
                  partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING },
                  sortKey: { name: 'SK', type: dynamodb.AttributeType.STRING },
                  billingMode: dynamodb.BillingMode.PROVISIONED,
                  readCapacity: 10,
                  writeCapacity: 4,
                  timeToLiveAttribute: 'expiresAt',
                  stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
                  pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
                  removalPolicy: cdk.RemovalPolicy.DESTROY,
                  deletionProtection: true,
                });
                orders.addGlobalSecondaryIndex({
                  indexName: 'GSI1',
                  partitionKey: { name: 'GSI1PK', type: dynamodb.AttributeType.STRING },
                  sortKey: { name: 'total', type: dynamodb.AttributeType.NUMBER },
                  projectionType: dynamodb.ProjectionType.INCLUDE,
                  nonKeyAttributes: ['status'],
                  readCapacity: 2,
                  writeCapacity: 1,
                });
                orders.addLocalSecondaryIndex({
                  indexName: 'LSI1',
                  sortKey: { name: 'createdAt', type: dynamodb.AttributeType.STRING },
                  projectionType: dynamodb.ProjectionType.KEYS_ONLY,
                });

                const events = new dynamodb.TableV2(this, 'Events', {
                  partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
                  billing: dynamodb.Billing.provisioned({
                    readCapacity: dynamodb.Capacity.fixed(7),
                    writeCapacity: dynamodb.Capacity.autoscaled({ minCapacity: 3, maxCapacity: 30 }),
                  }),
                  globalSecondaryIndexes: [
                    {
                      indexName: 'byTenantAndDay',
                      partitionKeys: [
                        { name: 'tenant', type: dynamodb.AttributeType.STRING },
                        { name: 'region', type: dynamodb.AttributeType.STRING },
                      ],
                      sortKeys: [
                        { name: 'day', type: dynamodb.AttributeType.NUMBER },
                      ],
                    },
                  ],
                  tableClass: dynamodb.TableClass.STANDARD_INFREQUENT_ACCESS,
                });
              }
            }
            """;

    @Test
    void tableAndTableV2WithTheirIndexesCapacityTtlStreamAndRecovery() throws ImportException {
        ImportResult result = DesignImport.read(STACK, "lib/orders-stack.ts", "orders-stack");
        Design design = result.design();

        assertThat(result.format()).isEqualTo(SourceFormat.CDK);
        assertThat(new DesignValidator().validate(design)).isEmpty();
        assertThat(design.tables()).extracting(Table::name).containsExactly("orders", "Events");
        Table orders = design.tables().get(0);
        assertThat(orders.keySchema().attributeNames()).containsExactly("PK", "SK");
        assertThat(orders.settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(orders.settings().provisioned()).isEqualTo(new Throughput(10, 4));
        assertThat(orders.settings().ttlAttribute()).isEqualTo("expiresAt");
        assertThat(orders.settings().streamViewType()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
        assertThat(orders.settings().pointInTimeRecovery()).isTrue();
        SecondaryIndex gsi = orders.indexes().get(0);
        assertThat(gsi.name()).isEqualTo("GSI1");
        assertThat(gsi.kind()).isEqualTo(IndexKind.GSI);
        assertThat(gsi.keySchema().sortKey()).containsExactly(new KeyAttribute("total", ScalarType.N));
        assertThat(gsi.projection().type()).isEqualTo(ProjectionType.INCLUDE);
        assertThat(gsi.projection().nonKeyAttributes()).containsExactly("status");
        assertThat(gsi.provisioned()).isEqualTo(new Throughput(2, 1));
        SecondaryIndex lsi = orders.indexes().get(1);
        assertThat(lsi.kind()).isEqualTo(IndexKind.LSI);
        assertThat(lsi.keySchema().attributeNames()).containsExactly("PK", "createdAt");
        assertThat(lsi.projection().type()).isEqualTo(ProjectionType.KEYS_ONLY);

        Table events = design.tables().get(1);
        assertThat(events.settings().provisioned()).isEqualTo(new Throughput(7, 3));
        assertThat(events.settings().pointInTimeRecovery()).isFalse();
        SecondaryIndex multi = events.indexes().get(0);
        assertThat(multi.keySchema().partitionKey()).extracting(KeyAttribute::name).containsExactly("tenant",
                "region");
        assertThat(multi.keySchema().sortKey()).containsExactly(new KeyAttribute("day", ScalarType.N));
        assertThat(multi.provisioned()).isEqualTo(new Throughput(7, 3));

        List<String> messages = result.warnings().stream().map(w -> w.format("s.ts")).toList();
        assertThat(messages).anyMatch(m -> m.startsWith("s.ts:20:7: Table property 'deletionProtection'"));
        assertThat(messages).anyMatch(m -> m.startsWith("s.ts:41:9: ")
                && m.contains("writeCapacity is auto scaled") && m.contains("reads the minimum, 3"));
        assertThat(messages).anyMatch(m -> m.contains("TableV2 property 'tableClass' is not represented"));
        assertThat(messages).anyMatch(m -> m.startsWith("s.ts:37:20: no tableName (CDK generates one)"));
    }

    @Test
    void defaultsAreWhatCdkCreates() throws ImportException {
        ImportResult result = DesignImport.read("""
                import { Table, TableV2, AttributeType } from 'aws-cdk-lib/aws-dynamodb';
                new Table(this, 'Classic', { partitionKey: { name: 'id', type: AttributeType.NUMBER } });
                new TableV2(this, 'Modern', { partitionKey: { name: 'id', type: AttributeType.BINARY } });
                """, "s.ts", "s");

        Table classic = result.design().tables().get(0);
        assertThat(classic.settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(classic.settings().provisioned()).isEqualTo(new Throughput(5, 5));
        assertThat(classic.keySchema().partitionKey()).containsExactly(new KeyAttribute("id", ScalarType.N));
        Table modern = result.design().tables().get(1);
        assertThat(modern.settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(modern.keySchema().partitionKey()).containsExactly(new KeyAttribute("id", ScalarType.B));
        assertThat(modern.settings().pointInTimeRecovery()).isFalse();
    }

    @Test
    void valuesOnlyKnownWhenTheCodeRunsAreWarnedAboutWhereTheyAre() throws ImportException {
        ImportResult result = DesignImport.read("""
                import * as ddb from 'aws-cdk-lib/aws-dynamodb';
                const table = new ddb.Table(this, 'Tbl', {
                  tableName: `${props.stage}-orders`,
                  partitionKey: { name: 'pk', type: ddb.AttributeType.STRING },
                  billingMode: props.billing,
                  readCapacity: props.rcu ?? 5,
                  ...extra,
                });
                this.other.addGlobalSecondaryIndex({ indexName: 'byX', partitionKey: { name: 'x',
                  type: ddb.AttributeType.STRING } });
                """, "s.ts", "s");

        List<String> messages = result.warnings().stream().map(w -> w.format("s.ts")).toList();
        assertThat(messages).contains(
                "s.ts:3:3: tableName `${props.stage}-orders` is only known when the code runs; the table is named"
                        + " after its construct id, 'Tbl'",
                "s.ts:5:3: billingMode props.billing is only known when the code runs; read as PROVISIONED, CDK's"
                        + " default",
                "s.ts:6:3: readCapacity props.rcu ?? 5 is only known when the code runs; read as 5",
                "s.ts:7:3: spread '...extra' is only known when the code runs; ignored",
                "s.ts:9:1: this.other.addGlobalSecondaryIndex: 'this.other' is not a table this module assigns; read as"
                        + " an index of the only table, Tbl");
        assertThat(result.design().table().indexes()).extracting(SecondaryIndex::name).containsExactly("byX");
    }

    @Test
    void tableV2OnDemandIsDetectedByItsImportAndStackFileNameDoesNotMatter() {
        assertThat(DesignImport.detect("import { aws_dynamodb as dynamodb } from 'aws-cdk-lib';\n"
                + "new dynamodb.TableV2(this, 'T', { partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING"
                + " }, billing: dynamodb.Billing.onDemand() });")).isEqualTo(Optional.of(SourceFormat.CDK));
    }

    @Test
    void malformedStackIsLocated() {
        assertThatThrownBy(() -> DesignImport.read("""
                import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
                new dynamodb.Table(this, 'T', {
                  partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING
                });
                """, "bad.ts", "bad")).isInstanceOf(ImportException.class)
                .hasMessage("bad.ts:4:2: expected ',' or '}' after the value of 'partitionKey'");
        assertThatThrownBy(() -> DesignImport.read("""
                import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
                new dynamodb.Table(this, 'T', { partitionKey: { name: keyName, type: dynamodb.AttributeType.STRING } });
                """, "bad.ts", "bad")).isInstanceOf(ImportException.class)
                .hasMessage("bad.ts:2:33: partitionKey name keyName is only known when the code runs");
        assertThatThrownBy(() -> DesignImport.read("import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';\n",
                "none.ts", "none")).hasMessage("none.ts: the CDK module declares no Table or TableV2 construct");
    }
}
