package dev.tablesmith.cli;

import static dev.tablesmith.cli.RequestRun.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tablesmith plan} prints and carries both billing modes per table and GSI, priced for --region. */
class PlanCapacityCommandTest {
    @TempDir
    Path dir;
    private Path design;

    @BeforeEach
    void exportCommerceMain() throws IOException {
        design = RequestRun.commerceMain(dir);
    }

    @Test
    void textShowsBothModesPerTableAndGsiAndTheRecommendation() {
        CliRun run = CliRun.of("plan", design.toString());

        assertThat(run.exitCode()).isZero();
        List<String> lines = run.out().lines().toList();
        String text = run.out();
        assertThat(text).contains("capacity by billing mode (us-east-1 prices of 2026-12-03;");
        assertThat(text.replace("\n", " ")).contains("reserved capacity not assumed):");
        int start = lines.indexOf(lines.stream().filter(l -> l.startsWith("  index ")).findFirst().orElseThrow());
        assertThat(lines.get(start).split("\\s+")).containsExactly("", "index", "RRU/s", "WRU/s", "RCU", "WCU",
                "on-demand", "provisioned");
        assertThat(lines.subList(start + 1, start + 4)).extracting(l -> l.strip().split("\\s+")[0])
                .containsExactly("table", "GSI1", "GSI2");
        assertThat(lines.subList(start + 4, start + 9)).extracting(l -> l.strip().split("\\s+")[0])
                .containsExactly("storage", "streams", "pitr", "total", "recommended:");
        assertThat(lines.get(start + 8)).startsWith("  recommended: provisioned: your average is 100% of peak");
        assertThat(lines).allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(PlanText.WIDTH));
    }

    @Test
    void jsonCarriesTheCapacityOfEachTable() {
        CliRun run = CliRun.of("plan", design.toString(), "--json");

        JsonNode capacity = json(run.out()).get("tables").get(0).get("capacity");
        assertThat(capacity.get("prices").get("region").asText()).isEqualTo("us-east-1");
        assertThat(capacity.get("prices").get("verified").asBoolean()).isTrue();
        assertThat(capacity.get("reservedCapacity").asBoolean()).isFalse();
        assertThat(capacity.get("indexes")).extracting(i -> i.get("index").asText()).containsExactly("table",
                "GSI1", "GSI2");
        JsonNode table = capacity.get("indexes").get(0);
        assertThat(table.get("writeCapacityUnits").asLong()).isEqualTo((long) Math.ceil(
                table.get("writeUnitsPerSecond").asDouble() / 0.7));
        assertThat(capacity.get("recommended").asText()).isEqualTo("PROVISIONED");
        assertThat(capacity.get("onDemandMonthly").asDouble()).isGreaterThan(capacity.get("provisionedMonthly")
                .asDouble());
    }

    @Test
    void regionPicksThePriceTableEntry() {
        CliRun run = CliRun.of("plan", design.toString(), "--json", "--region", "eu-central-1");

        JsonNode root = json(run.out());
        assertThat(root.get("pricing").get("region").asText()).isEqualTo("eu-central-1");
        assertThat(root.get("pricing").get("rcuHour").asDouble()).isEqualTo(0.0001586);
        assertThat(root.get("tables").get(0).get("capacity").get("prices").get("verified").asBoolean()).isFalse();
    }

    @Test
    void anUnknownRegionIsAUsageErrorNamingTheKnownOnes() {
        CliRun run = CliRun.of("plan", design.toString(), "--region", "mars-1");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith plan: no prices for region 'mars-1'; the price table has "
                + "us-east-1, us-west-2, eu-west-1, eu-central-1, ap-southeast-1, ap-northeast-1\n");
    }
}
