#include "galaxyart.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>

namespace starboard::editor::galaxy {

QPolygonF hexPolygon(QPointF centre, qreal radius)
{
    QPolygonF polygon;
    for (int i = 0; i < 6; ++i) {
        const double angle = M_PI / 180.0 * (60.0 * i - 30.0); // pointy top
        polygon << centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    }
    return polygon;
}

void drawStarbaseSector(QPainter &painter, QPointF c, qreal radius)
{
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(kTeal, std::max(2.0, radius / 10)));
    painter.drawPolygon(hexPolygon(c, radius * 0.78));
    // A station: a ring with four spokes.
    const qreal s = radius * 0.3;
    painter.setPen(QPen(kTeal, std::max(1.5, radius / 16)));
    painter.drawEllipse(c, s, s);
    painter.drawLine(c - QPointF(s * 1.5, 0), c + QPointF(s * 1.5, 0));
    painter.drawLine(c - QPointF(0, s * 1.5), c + QPointF(0, s * 1.5));
    painter.restore();
}

void drawThing(QPainter &painter, QPointF c, qreal radius, const QString &kind)
{
    const qreal s = radius * 0.46;
    painter.save();
    painter.setPen(QPen(QColor(0x0a, 0x0e, 0x18), std::max(1.0, radius / 20)));
    if (kind == QLatin1String("planet")) {
        QRadialGradient gradient(c - QPointF(s * 0.35, s * 0.35), s * 1.2);
        gradient.setColorAt(0, QColor(0xfb, 0xe3, 0xb0));
        gradient.setColorAt(0.6, QColor(0xdf, 0xa7, 0x63));
        gradient.setColorAt(1, QColor(0x8a, 0x54, 0x26));
        painter.setBrush(gradient);
        painter.drawEllipse(c, s, s);
        painter.setPen(QPen(QColor(0xa9, 0x69, 0x2f), std::max(1.0, s / 6)));
        painter.drawLine(c + QPointF(-s * 0.85, s * 0.3), c + QPointF(s * 0.85, s * 0.3));
    } else if (kind == QLatin1String("asteroid")) {
        painter.setBrush(QColor(0xc9, 0xbb, 0xa6));
        painter.drawEllipse(c + QPointF(-s * 0.35, -s * 0.2), s * 0.55, s * 0.45);
        painter.setBrush(QColor(0x8f, 0x81, 0x70));
        painter.drawEllipse(c + QPointF(s * 0.45, s * 0.3), s * 0.4, s * 0.35);
        painter.drawEllipse(c + QPointF(s * 0.3, -s * 0.55), s * 0.22, s * 0.2);
    } else if (kind == QLatin1String("spaceport")) {
        painter.setBrush(QColor(0xe8, 0xec, 0xf4));
        painter.drawRoundedRect(QRectF(c - QPointF(s * 0.8, s * 0.8), QSizeF(s * 1.6, s * 1.6)),
                                s * 0.3, s * 0.3);
        painter.setBrush(QColor(0xff, 0xb3, 0x47));
        painter.drawEllipse(c, s * 0.35, s * 0.35);
    } else if (kind == QLatin1String("pirate")) {
        QPolygonF triangle;
        triangle << c + QPointF(0, -s) << c + QPointF(s * 0.9, s * 0.7)
                 << c + QPointF(-s * 0.9, s * 0.7);
        painter.setBrush(QColor(0x9a, 0xa3, 0xad));
        painter.drawPolygon(triangle);
        painter.setBrush(kTeal);
        painter.drawEllipse(c + QPointF(0, s * 0.2), s * 0.22, s * 0.22);
    } else { // an unknown Thing id
        painter.setBrush(kWarning);
        painter.drawEllipse(c, s * 0.6, s * 0.6);
    }
    painter.restore();
}

namespace {

// A sector as the canvas draws it.
void drawSector(QPainter &painter, QPointF centre, qreal radius)
{
    painter.setPen(QPen(kSectorLine, 1.5));
    painter.setBrush(kSectorFill);
    painter.drawPolygon(hexPolygon(centre, radius));
}

// A red cross: the tools that take something away.
void drawCross(QPainter &painter, QPointF centre, qreal size)
{
    painter.setPen(QPen(kWarning, 3.5, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(centre - QPointF(size, size), centre + QPointF(size, size));
    painter.drawLine(centre + QPointF(-size, size), centre + QPointF(size, -size));
}

} // namespace

QIcon toolIcon(const QString &name)
{
    // Drawn at 64 pixels; the toolbar scales it down.
    constexpr qreal kSize = 64;
    QPixmap pixmap(64, 64);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPointF centre(kSize / 2, kSize / 2);
    if (name == QLatin1String("paint")) {
        drawSector(painter, centre - QPointF(4, 4), 24);
        painter.setPen(QPen(kGold, 6, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(50, 38), QPointF(50, 60));
        painter.drawLine(QPointF(39, 49), QPointF(61, 49));
    } else if (name == QLatin1String("erase")) {
        painter.setPen(QPen(kSectorLine, 2.5, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(hexPolygon(centre, 26));
        drawCross(painter, centre, 11);
    } else if (name == QLatin1String("place")) {
        drawSector(painter, centre, 28);
        drawThing(painter, centre, 36, QStringLiteral("planet"));
    } else if (name == QLatin1String("clear")) {
        drawSector(painter, centre, 28);
        painter.setOpacity(0.45);
        drawThing(painter, centre, 36, QStringLiteral("planet"));
        painter.setOpacity(1);
        drawCross(painter, centre, 12);
    } else if (name == QLatin1String("starbase")) {
        drawSector(painter, centre, 28);
        drawStarbaseSector(painter, centre, 36);
    } else if (name == QLatin1String("mirror")) {
        // Two sectors a half turn apart, and the centre of the turn.
        drawSector(painter, QPointF(18, 20), 15);
        painter.setPen(QPen(kSectorLine, 2.5, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(hexPolygon(QPointF(46, 44), 15));
        painter.setPen(QPen(kTeal, 3));
        painter.drawEllipse(centre, 5, 5);
        painter.drawLine(centre - QPointF(10, 0), centre + QPointF(10, 0));
        painter.drawLine(centre - QPointF(0, 10), centre + QPointF(0, 10));
    } else if (name == QLatin1String("fit")) {
        drawSector(painter, centre, 16);
        painter.setPen(QPen(kTeal, 4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        const qreal a = 8, b = 56, l = 14;
        painter.drawPolyline(QPolygonF{{a, a + l}, {a, a}, {a + l, a}});
        painter.drawPolyline(QPolygonF{{b - l, a}, {b, a}, {b, a + l}});
        painter.drawPolyline(QPolygonF{{b, b - l}, {b, b}, {b - l, b}});
        painter.drawPolyline(QPolygonF{{a + l, b}, {a, b}, {a, b - l}});
    } else if (name == QLatin1String("preview")) {
        // An eye.
        QPainterPath eye;
        eye.moveTo(4, 32);
        eye.quadTo(32, 4, 60, 32);
        eye.quadTo(32, 60, 4, 32);
        painter.setPen(QPen(kSectorLine, 3));
        painter.setBrush(QColor(0xe8, 0xec, 0xf4));
        painter.drawPath(eye);
        painter.setPen(Qt::NoPen);
        painter.setBrush(kSectorFill);
        painter.drawEllipse(centre, 11, 11);
        painter.setBrush(kGold);
        painter.drawEllipse(centre, 4.5, 4.5);
    }
    painter.end();
    return QIcon(pixmap);
}

} // namespace starboard::editor::galaxy
