import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import javax.imageio.ImageIO;

/**
 * Draws Tablesmith's application icon: a rounded tile holding a small table of item rows, the first column (the
 * partition key) picked out, as one single-table design's item collections look in the app. Run with
 * {@code java -Djava.awt.headless=true packaging/icon/DrawIcon.java <size> <out.png>}.
 */
public final class DrawIcon {
    public static void main(String[] args) throws IOException {
        int size = Integer.parseInt(args[0]);
        double u = size / 256.0;
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new Color(0x1F5F7A));
        g.fill(new RoundRectangle2D.Double(8 * u, 8 * u, 240 * u, 240 * u, 56 * u, 56 * u));
        g.setColor(new Color(0xF4F7F8));
        g.fill(new RoundRectangle2D.Double(40 * u, 52 * u, 176 * u, 152 * u, 16 * u, 16 * u));
        g.setColor(new Color(0xF2A93B)); // the partition key column
        g.fill(new RoundRectangle2D.Double(40 * u, 52 * u, 56 * u, 152 * u, 16 * u, 16 * u));
        g.fillRect((int) (80 * u), (int) (52 * u), (int) (16 * u), (int) (152 * u));
        g.setColor(new Color(0x1F5F7A));
        g.setStroke(new BasicStroke((float) (6 * u)));
        for (int row = 1; row < 4; row++) {
            int y = (int) ((52 + row * 38) * u);
            g.drawLine((int) (40 * u), y, (int) (216 * u), y);
        }
        g.drawLine((int) (96 * u), (int) (52 * u), (int) (96 * u), (int) (204 * u));
        g.dispose();
        ImageIO.write(image, "png", new File(args[1]));
    }
}
