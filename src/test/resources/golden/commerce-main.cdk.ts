// AWS CDK v2 construct for the Tablesmith design commerce-main.
import { Construct } from 'constructs';
import { AttributeType, Billing, ProjectionType, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';

export class CommerceMainTables extends Construct {
  public readonly commerceMainTable: TableV2;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.commerceMainTable = new TableV2(this, 'CommerceMain', {
      tableName: 'commerce-main',
      partitionKey: { name: 'PK', type: AttributeType.STRING },
      sortKey: { name: 'SK', type: AttributeType.STRING },
      billing: Billing.onDemand(),
      globalSecondaryIndexes: [
        {
          indexName: 'GSI1',
          partitionKey: { name: 'GSI1PK', type: AttributeType.STRING },
          sortKey: { name: 'GSI1SK', type: AttributeType.STRING },
          projectionType: ProjectionType.ALL,
        },
        {
          indexName: 'GSI2',
          partitionKey: { name: 'GSI2PK', type: AttributeType.STRING },
          projectionType: ProjectionType.ALL,
        },
      ],
      timeToLiveAttribute: 'expiresAt',
      dynamoStream: StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    });
  }
}
