package dev.tablesmith.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import java.util.List;
import org.junit.jupiter.api.Test;

class DesignReviewExamplesTest {
    @Test
    void printsFindings() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        for (var example : gallery.list()) {
            Design design = gallery.load(example);
            List<Finding> findings = new DesignReview().review(design);
            System.out.println("== " + example.name());
            findings.forEach(f -> System.out.println(f.severity() + " " + f.ruleId() + " " + f.location().path()
                    + " :: " + f.message()));
        }
        assertThat(gallery.list()).isNotEmpty();
    }
}
