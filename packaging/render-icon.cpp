// starboard-render-icon: renders the app's SVG icon as square PNGs for the hicolor icon
// theme, so that the SVG stays the single source of every size (built and run at build time).
//
//   starboard-render-icon SVG OUTDIR NAME SIZE...
//
// writes OUTDIR/<SIZE>x<SIZE>/apps/NAME.png for each SIZE. Exits with 1 on any failure.

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QStringList>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char *argv[])
{
    // No window system is needed: render on the offscreen platform (fonts, if an icon ever
    // holds text, still need a QGuiApplication).
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTextStream err(stderr);
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 5) {
        err << "usage: starboard-render-icon SVG OUTDIR NAME SIZE..." << Qt::endl;
        return 1;
    }
    const QString svg = arguments.at(1);
    const QString outDir = arguments.at(2);
    const QString name = arguments.at(3);

    QSvgRenderer renderer(svg);
    if (!renderer.isValid()) {
        err << svg << ": not a valid SVG file" << Qt::endl;
        return 1;
    }
    for (qsizetype i = 4; i < arguments.size(); ++i) {
        bool ok = false;
        const int size = arguments.at(i).toInt(&ok);
        if (!ok || size < 1 || size > 4096) {
            err << "not a size: " << arguments.at(i) << Qt::endl;
            return 1;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setRenderHint(QPainter::SmoothPixmapTransform);
            renderer.render(&painter, QRectF(0, 0, size, size));
        }
        const QString folder = QStringLiteral("%1/%2x%2/apps").arg(outDir).arg(size);
        const QString file = QStringLiteral("%1/%2.png").arg(folder, name);
        if (!QDir().mkpath(folder) ||
            !image.convertToFormat(QImage::Format_ARGB32).save(file, "PNG")) {
            err << "cannot write " << file << Qt::endl;
            return 1;
        }
    }
    return 0;
}
