// The open-files tests' picture comparison (app/gui/open-files-test.cmake):
//
//   starboard-image-diff A.png B.png
//
// exits 0 when the two pictures are the same size and differ at most by rendering noise,
// 1 when they differ, 2 when one cannot be read. Noise: a few pixels whose colour channels
// are off by a few units (the software rasteriser's rounding of art scaled at a moment of a
// slow start, under AddressSanitizer: 4 pixels off by one unit, 2026-11-25), never a moved,
// added or missing element, which changes hundreds of pixels by far more.

#include <QCoreApplication>
#include <QImage>
#include <QTextStream>

#include <algorithm>
#include <cstdlib>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 3) {
        err << "usage: starboard-image-diff A.png B.png\n";
        return 2;
    }
    const QImage a = QImage(args[1]).convertToFormat(QImage::Format_ARGB32);
    const QImage b = QImage(args[2]).convertToFormat(QImage::Format_ARGB32);
    if (a.isNull() || b.isNull()) {
        err << "cannot read " << (a.isNull() ? args[1] : args[2]) << "\n";
        return 2;
    }
    if (a.size() != b.size()) {
        err << "sizes differ\n";
        return 1;
    }
    constexpr int kMaxChannelDifference = 8;
    const qsizetype maxPixels = std::max<qsizetype>(16, qsizetype(a.width()) * a.height() / 10000);
    qsizetype differing = 0;
    int largest = 0;
    for (int y = 0; y < a.height(); ++y) {
        const auto *pa = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *pb = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) {
            if (pa[x] == pb[x])
                continue;
            ++differing;
            largest = std::max({largest, std::abs(qRed(pa[x]) - qRed(pb[x])),
                                std::abs(qGreen(pa[x]) - qGreen(pb[x])),
                                std::abs(qBlue(pa[x]) - qBlue(pb[x])),
                                std::abs(qAlpha(pa[x]) - qAlpha(pb[x]))});
        }
    }
    err << differing << " pixel(s) differ, by up to " << largest << "\n";
    return differing <= maxPixels && largest <= kMaxChannelDifference ? 0 : 1;
}
